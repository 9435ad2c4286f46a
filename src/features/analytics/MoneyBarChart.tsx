// nivo bars for Analytics over time (docs/product.md §4.26), in their own module so nivo loads only on
// /analytics. The chart is a picture for sighted users; the figures are also in the list beside it.
import { Box } from "@chakra-ui/react";
import { ResponsiveBar } from "@nivo/bar";
import type { Paise } from "@shared/money/paise.ts";
import { formatRupees } from "../../i18n/format.ts";
import { CHART_TOOLTIP_THEME } from "./chart-data.ts";

interface Props {
  /** Each bar's value in paise. */
  data: Array<Record<string, string | Paise>>;
  keys: string[];
  indexBy: string;
  colors: string[];
  /** What the picture shows, for screen readers. */
  label: string;
}

export default function MoneyBarChart({ data, keys, indexBy, colors, label }: Props) {
  return (
    <Box height="full" width="full" role="img" aria-label={label}>
      <ResponsiveBar
        data={data}
        keys={keys}
        indexBy={indexBy}
        groupMode="grouped"
        colors={colors}
        margin={{ top: 8, right: 8, bottom: 40, left: 8 }}
        padding={0.25}
        enableLabel={false}
        enableGridY={false}
        axisLeft={null}
        axisBottom={{ tickSize: 0, tickPadding: 6, tickRotation: data.length > 4 ? -30 : 0 }}
        // nivo hands back the paise it was given, typed as a plain number.
        valueFormat={(value) => formatRupees(value as Paise)}
        role="presentation"
        theme={{
          text: { fill: "var(--chakra-colors-fg-muted)", fontSize: 10 },
          tooltip: CHART_TOOLTIP_THEME,
        }}
      />
    </Box>
  );
}
