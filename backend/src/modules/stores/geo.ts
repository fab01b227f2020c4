/** Mean Earth radius (km). */
export const EARTH_RADIUS_KM = 6371.0088;
/** Kilometres per degree of latitude (and of longitude at the equator). */
export const KM_PER_DEGREE = (Math.PI * EARTH_RADIUS_KM) / 180;

/** Great-circle distance in km between two points (haversine). */
export function haversineKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * The bounding box around a point that contains every point within `radiusKm` (a cheap SQL
 * pre-filter that can use the coordinates index). Longitude degrees shrink with the cosine of the
 * latitude; near the poles the box spans every longitude.
 */
export function boundingBox(
  lat: number,
  lng: number,
  radiusKm: number,
): { minLat: number; maxLat: number; minLng: number; maxLng: number } {
  const dLat = radiusKm / KM_PER_DEGREE;
  const cos = Math.cos((lat * Math.PI) / 180);
  const dLng = cos < 1e-6 ? 180 : Math.min(180, radiusKm / (KM_PER_DEGREE * cos));
  return { minLat: lat - dLat, maxLat: lat + dLat, minLng: lng - dLng, maxLng: lng + dLng };
}
