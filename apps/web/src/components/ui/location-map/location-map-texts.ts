import { useTranslation } from 'react-i18next';
import type { LocationMapLabels } from './LocationMap.tsx';

/**
 * The texts every LocationMap shows: its accessible labels, and the OpenStreetMap attribution its
 * tile policy asks for when the tiles come from there. Apart from LocationMap.tsx so that the
 * screens that load the map lazily do not pull Leaflet into their own chunk.
 */
export function useLocationMapTexts(tileUrl: string | undefined): {
  attribution: string | undefined;
  labels: LocationMapLabels;
} {
  const { t } = useTranslation();
  return {
    attribution: tileUrl?.includes('openstreetmap.org') ? t('location.map.attribution') : undefined,
    labels: {
      map: t('location.map.label'),
      marker: t('location.map.marker'),
      zoomIn: t('location.map.zoom_in'),
      zoomOut: t('location.map.zoom_out'),
    },
  };
}
