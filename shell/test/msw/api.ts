export const API_ORIGIN = 'http://api.test';
export const API = `${API_ORIGIN}/v1`;

export const envelope = <T,>(data: T, message = 'ok') => ({ success: true, message, data });
export const failure = (message: string, error = message) => ({ success: false, message, error });
