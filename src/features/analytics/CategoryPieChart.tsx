// The nivo chart lives in its own module so the router loads nivo only on /analytics. Its labels take a
// darkened shade of their slice's colour (readable on every slice colour) and its tooltip the page's
// panel colours, so it reads the same in light and dark mode.
import { Box } from "@chakra-ui/react";
import { ResponsivePie } from "@nivo/pie";
import type { Paise } from "@shared/money/paise.ts";
import { useTranslation } from "react-i18next";
import { formatRupees } from "../../i18n/format.ts";
import { categoryLabel } from "../../i18n/labels.ts";
import { CHART_TOOLTIP_THEME, type Slice } from "./chart-data.ts";

export default function CategoryPieChart({ slices }: { slices: Slice[] }) {
  const { t } = useTranslation("analytics");
  return (
    <Box
      height="full"
      width="full"
      role="img"
      aria-label={t("chartLabel", {
        slices: slices.map((s) => `${categoryLabel(s.label)} ${formatRupees(s.value)}`).join(", "),
      })}
    >
      <ResponsivePie
        data={slices}
        colors={{ datum: "data.color" }}
        margin={{ top: 8, right: 8, bottom: 8, left: 8 }}
        innerRadius={0.55}
        padAngle={1}
        cornerRadius={3}
        enableArcLinkLabels={false}
        arcLabelsSkipAngle={25}
        // nivo hands back the paise it was given, typed as a plain number.
        arcLabel={(datum) => formatRupees(datum.value as Paise)}
        arcLabelsTextColor={{ from: "color", modifiers: [["darker", 3]] }}
        valueFormat={(value) => formatRupees(value as Paise)}
        role="presentation"
        theme={{
          labels: { text: { fontSize: 11, fontWeight: 600 } },
          tooltip: CHART_TOOLTIP_THEME,
        }}
      />
    </Box>
  );
}
