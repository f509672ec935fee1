// Codes used by catalogue filters; their labels are interface strings (Lingui).
export const SCENIC_TYPES = ['mountain', 'water', 'garden', 'heritage', 'forest', 'karst'] as const;
export const LOCATION_AREAS = ['north', 'northeast', 'east', 'central', 'south', 'southwest', 'northwest'] as const;
export const MUSEUM_TYPES = ['comprehensive', 'history', 'art', 'site'] as const;
export const MUSEUM_NATURES = ['national', 'provincial', 'municipal'] as const;
