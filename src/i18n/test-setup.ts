// Unit tests (vitest.config.ts): every English text loaded, as the signed-in screens have them
// (the app's start bundles only the public screens' texts: i18n/i18n.ts).
import { loadAllTexts } from "./i18n";

await loadAllTexts();
