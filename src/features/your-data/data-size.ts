// A byte count in the unit a person reads it in (1,000-based, as phones show storage).
export type SizeUnit = "bytes" | "kb" | "mb" | "gb";

export function sizeInUnits(bytes: number): { value: number; unit: SizeUnit } {
  const steps: [SizeUnit, number][] = [
    ["gb", 1e9],
    ["mb", 1e6],
    ["kb", 1e3],
  ];
  for (const [unit, size] of steps) {
    if (bytes >= size) return { value: Math.round((bytes / size) * 10) / 10, unit };
  }
  return { value: bytes, unit: "bytes" };
}
