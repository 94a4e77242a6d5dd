/** A part number as the cache and lookups compare it: separators stripped, upper case ("cl10b104-kb8" → "CL10B104KB8"). */
export const normalisedPartNumber = (mpn: string) => mpn.toUpperCase().replace(/[^A-Z0-9]/g, '');
