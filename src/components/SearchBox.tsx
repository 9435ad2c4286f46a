import { Input, InputGroup } from "@chakra-ui/react";
import { SEARCH_MAX_LENGTH } from "@shared/contract/expense-filters.ts";
import { Search } from "lucide-react";
import { useEffect, useRef, useState } from "react";

/** Typing waits this long before the address (and the list) follows. */
const SEARCH_DELAY_MS = 300;

interface SearchBoxProps {
  /** The search in the address. */
  value: string;
  /** Called with the trimmed text once typing pauses. */
  onSearch: (q: string) => void;
  label: string;
  placeholder: string;
}

/** A list's search box: the address follows the typing after a short pause. */
export function SearchBox({ value, onSearch, label, placeholder }: SearchBoxProps) {
  const [typed, setTyped] = useState(value);
  const search = useRef(onSearch);
  search.current = onSearch;
  // Back, a removed tag or Clear change the address: the box follows.
  useEffect(() => setTyped(value), [value]);
  useEffect(() => {
    if (typed.trim() === value) return;
    const timer = window.setTimeout(() => search.current(typed.trim()), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [typed, value]);
  return (
    <InputGroup flex="1" startElement={<Search size={16} aria-hidden="true" />}>
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        maxLength={SEARCH_MAX_LENGTH}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
    </InputGroup>
  );
}
