// Ends the current task: what follows runs in a new one, after the browser has had its turn (input, a frame).
// Start-up work split this way is a row of short tasks instead of one long one. A message, not setTimeout:
// nested timeouts are clamped to 4 ms.
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
