import { startTransition, useEffect, useState } from "react";

/**
 * False on the first render, true once the browser has painted it: what is below the first screen
 * renders then, in a transition, so the first commit (and the style and layout work after it) holds
 * only what the first screen shows (docs/web.md "Issue 26: where signed-in home's first render goes").
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer = 0;
    // A frame, then a task: the frame's paint has happened by the time the task runs.
    const frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
  return painted;
}
