import { Box, Button } from "@chakra-ui/react";
import { useEffect, useRef } from "react";

interface LoadMoreProps {
  loading: boolean;
  onLoad: () => void;
  /** The button's text, in the screen's words ("Load more"). */
  label: string;
  testId?: string;
}

/** A list's next page: loaded when this scrolls into view, and when tapped. */
export function LoadMore({ loading, onLoad, label, testId }: LoadMoreProps) {
  const ref = useRef<HTMLDivElement>(null);
  const load = useRef(onLoad);
  load.current = onLoad;
  useEffect(() => {
    const element = ref.current;
    if (!element || loading) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load.current();
      },
      { rootMargin: "400px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [loading]);
  return (
    <Box ref={ref} textAlign="center">
      <Button variant="outline" size="sm" loading={loading} onClick={onLoad} data-testid={testId}>
        {label}
      </Button>
    </Box>
  );
}
