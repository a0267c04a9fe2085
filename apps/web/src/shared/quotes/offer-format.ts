import { formatPercent } from '@labo/domain/percent';

const PERCENT = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

/** A wire percentage ("20.00", "5.50") as people read it: "20 %", "5,5 %". */
export function wirePercentText(percent: string): string {
  return formatPercent(PERCENT.format(Number(percent)));
}
