/** Text in each script the exports must render: German, Polish, Russian, Japanese, Chinese, Korean. */
export const SCRIPT_SAMPLES = {
  de: 'Funkgerät ausgefallen – Grüße',
  pl: 'Zażółć gęślą jaźń',
  ru: 'Отказ ретранслятора',
  ja: '無線機が起動しない',
  zh: '中继器故障需要更换电源',
  ko: '중계기 전원 장애',
} as const;
