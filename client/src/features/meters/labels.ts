import type { Measure, Utility } from "@common/meters/kinds";
import { t } from "@/lib/i18n";

export const measureName = (m: Measure) => t(m === "m3" ? "meters.measureM3" : "meters.measureKWh");
export const utilityName = (u: Utility) =>
  t(u === "water" ? "meters.utilityWater" : "meters.utilityElectricity");
