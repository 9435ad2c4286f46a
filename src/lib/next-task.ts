// Start-up in several tasks instead of one long one (app/start.tsx, main.tsx): the page can answer input
// in between.

/** Resolves in a new task (a message event: unlike timers, not slowed down in background tabs). */
export const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
