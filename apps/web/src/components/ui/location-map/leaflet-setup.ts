/**
 * Leaflet under Vite: its default marker icon finds its images through a CSS path that the
 * bundler rewrites, so the icons are imported and set explicitly. Imported only by the location
 * step, so Leaflet and its CSS stay in that lazy chunk.
 */
import 'leaflet/dist/leaflet.css';
import { Icon } from 'leaflet';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';

// An empty image path stops Leaflet from prefixing the detected CSS folder to the imported URLs.
Icon.Default.imagePath = '';
Icon.Default.mergeOptions({ iconUrl, iconRetinaUrl, shadowUrl });
