// A run that an admin may ask for again while it is going ("Run now" pressed twice, or from two tabs): the second
// request joins the run in progress and answers its result, instead of queuing another full run after it.

export type JoinedRun<T> = {
  /** The run in progress, joined; or a new one started now. `joined` tells which. */
  start(): { result: Promise<T>; joined: boolean };
};

export function joinedRun<T>(run: () => Promise<T>): JoinedRun<T> {
  let going: Promise<T> | null = null;
  return {
    start() {
      if (going) return { result: going, joined: true };
      const result = run().finally(() => {
        if (going === result) going = null;
      });
      going = result;
      return { result, joined: false };
    },
  };
}
