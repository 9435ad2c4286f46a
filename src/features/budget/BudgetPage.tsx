// Placeholder so the router's lazy import resolves; replaced by the real screen.
export default function BudgetPage() {
  return null;
}
