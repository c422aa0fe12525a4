// A failure answer in the envelope: its status, and its message in both `message` and `error`.
export const expectFailure = (answer: { status: number; body: any }, status: number, message: string) => {
  expect({ status: answer.status, message: answer.body.message, success: answer.body.success }).toEqual({
    status,
    message,
    success: false,
  });
  expect(answer.body.error).toBe(message);
};
