// Generated from backend/src/common/address/address-formats.ts by scripts/generate-api.mjs: do not edit.
// Run `npm run generate` after changing the table.

export interface PostcodeFormat {
  readonly pattern: string;
  readonly example: string;
}

export const POSTCODE_FORMATS: Readonly<Record<string, PostcodeFormat>> = {
  "AT": {
    "pattern": "\\d{4}",
    "example": "1010"
  },
  "BE": {
    "pattern": "[1-9]\\d{3}",
    "example": "1000"
  },
  "BG": {
    "pattern": "\\d{4}",
    "example": "1000"
  },
  "CY": {
    "pattern": "\\d{4}",
    "example": "1010"
  },
  "CZ": {
    "pattern": "\\d{3} ?\\d{2}",
    "example": "110 00"
  },
  "DE": {
    "pattern": "\\d{5}",
    "example": "10115"
  },
  "DK": {
    "pattern": "\\d{4}",
    "example": "1050"
  },
  "EE": {
    "pattern": "\\d{5}",
    "example": "10111"
  },
  "ES": {
    "pattern": "(?:0[1-9]|[1-4]\\d|5[0-2])\\d{3}",
    "example": "28001"
  },
  "FI": {
    "pattern": "\\d{5}",
    "example": "00100"
  },
  "FR": {
    "pattern": "\\d{5}",
    "example": "75001"
  },
  "GR": {
    "pattern": "\\d{3} ?\\d{2}",
    "example": "105 57"
  },
  "HR": {
    "pattern": "\\d{5}",
    "example": "10000"
  },
  "HU": {
    "pattern": "\\d{4}",
    "example": "1011"
  },
  "IE": {
    "pattern": "(?:[AC-FHKNPRTV-Y]\\d{2}|D6W) ?[0-9AC-FHKNPRTV-Y]{4}",
    "example": "D02 X285"
  },
  "IT": {
    "pattern": "\\d{5}",
    "example": "00144"
  },
  "LT": {
    "pattern": "(?:LT-)?\\d{5}",
    "example": "LT-01100"
  },
  "LU": {
    "pattern": "(?:L-)?\\d{4}",
    "example": "1009"
  },
  "LV": {
    "pattern": "(?:LV-)?\\d{4}",
    "example": "LV-1050"
  },
  "MT": {
    "pattern": "[A-Z]{3} ?\\d{2,4}",
    "example": "VLT 1117"
  },
  "NL": {
    "pattern": "[1-9]\\d{3} ?(?!SA|SD|SS)[A-Z]{2}",
    "example": "1011 AB"
  },
  "PL": {
    "pattern": "\\d{2}-\\d{3}",
    "example": "00-950"
  },
  "PT": {
    "pattern": "\\d{4}-\\d{3}",
    "example": "1000-001"
  },
  "RO": {
    "pattern": "\\d{6}",
    "example": "010011"
  },
  "SE": {
    "pattern": "\\d{3} ?\\d{2}",
    "example": "114 55"
  },
  "SI": {
    "pattern": "(?:SI-)?\\d{4}",
    "example": "1000"
  },
  "SK": {
    "pattern": "\\d{3} ?\\d{2}",
    "example": "811 01"
  },
  "CH": {
    "pattern": "[1-9]\\d{3}",
    "example": "8001"
  },
  "GB": {
    "pattern": "(?:GIR ?0AA|[A-PR-UWYZ](?:\\d[A-HJKPSTUW]?|\\d{2}|[A-HK-Y]\\d[ABEHMNPRVWXY]?|[A-HK-Y]\\d{2}) ?\\d[ABD-HJLNP-UW-Z]{2})",
    "example": "SW1A 1AA"
  },
  "IS": {
    "pattern": "\\d{3}",
    "example": "101"
  },
  "LI": {
    "pattern": "94(?:8[5-9]|9[0-8])",
    "example": "9490"
  },
  "NO": {
    "pattern": "\\d{4}",
    "example": "0150"
  },
  "AU": {
    "pattern": "\\d{4}",
    "example": "2000"
  },
  "CA": {
    "pattern": "[ABCEGHJ-NPRSTVXY]\\d[ABCEGHJ-NPRSTV-Z] ?\\d[ABCEGHJ-NPRSTV-Z]\\d",
    "example": "K1A 0B1"
  },
  "JP": {
    "pattern": "\\d{3}-?\\d{4}",
    "example": "100-0001"
  },
  "NZ": {
    "pattern": "\\d{4}",
    "example": "6011"
  },
  "US": {
    "pattern": "\\d{5}(?:-\\d{4})?",
    "example": "10001"
  }
};

export const FALLBACK_POSTCODE: PostcodeFormat = {"pattern":"[A-Z0-9][A-Z0-9 -]{0,8}[A-Z0-9]","example":""};

export const PHONE_EXAMPLES: Readonly<Record<string, string>> = {"BE":"+32 470 12 34 56"};
