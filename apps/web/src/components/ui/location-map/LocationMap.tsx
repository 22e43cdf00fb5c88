import './leaflet-setup.ts';
import './location-map.css';
import type { LatLngTuple, LeafletEvent, Marker as LeafletMarker } from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents, ZoomControl } from 'react-leaflet';

export interface LocationMapLabels {
  /** The map region's accessible name. */
  map: string;
  /** The marker's alt text and tooltip. */
  marker: string;
  zoomIn: string;
  zoomOut: string;
}

interface Props {
  /** Where the map opens (it does not follow later changes of this prop). */
  center: LatLngTuple;
  zoom: number;
  /** The marker; the map pans to it when it leaves the visible area. */
  position: LatLngTuple;
  /** Leaflet tile template; no tiles while it is unknown. */
  tileUrl: string | undefined;
  attribution?: string;
  labels: LocationMapLabels;
  /** The id of the text that explains how to move the marker. */
  describedBy?: string;
  /**
   * The user moved the marker: dragged it, clicked on the map or used the arrow keys. Without it
   * the map only shows the position (the back office's review).
   */
  onMove?(latitude: number, longitude: number): void;
  /** A tile failed to load (offline, blocked or a bad tile server). */
  onTileError(): void;
}

/** Arrow keys on the focused marker move it by this many pixels (with Shift, five times more). */
const KEY_STEP_PX = 10;
/** Arrow-key moves are reported once the user pauses, not at every key press. */
const KEY_SETTLE_MS = 500;
const ARROWS: Record<string, [number, number]> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

/** The Leaflet map of the location step: tiles, zoom buttons and one marker, draggable when it can move. */
export function LocationMap(props: Props) {
  const { center, zoom, tileUrl, attribution, labels, onTileError } = props;
  const errorRef = useRef(onTileError);
  errorRef.current = onTileError;
  const tileHandlers = useMemo(() => ({ tileerror: () => errorRef.current() }), []);

  return (
    <MapContainer
      center={center}
      zoom={zoom}
      zoomControl={false}
      scrollWheelZoom={false}
      style={{ height: '100%', width: '100%' }}
    >
      <MapAccessibility label={labels.map} describedBy={props.describedBy} />
      <ZoomControl
        key={`${labels.zoomIn}|${labels.zoomOut}`}
        zoomInTitle={labels.zoomIn}
        zoomOutTitle={labels.zoomOut}
      />
      {tileUrl ? (
        <TileLayer key={tileUrl} url={tileUrl} attribution={attribution} eventHandlers={tileHandlers} />
      ) : null}
      {props.onMove ? (
        <DraggableMarker
          key={labels.marker}
          position={props.position}
          label={labels.marker}
          onMove={props.onMove}
        />
      ) : (
        <Marker position={props.position} alt={labels.marker} title={labels.marker} />
      )}
    </MapContainer>
  );
}

/** Names the map for assistive technology (react-leaflet passes no ARIA attributes to its container). */
function MapAccessibility({ label, describedBy }: { label: string; describedBy?: string }) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', label);
    if (describedBy) container.setAttribute('aria-describedby', describedBy);
    else container.removeAttribute('aria-describedby');
  }, [map, label, describedBy]);
  return null;
}

function DraggableMarker({
  position,
  label,
  onMove,
}: {
  position: LatLngTuple;
  label: string;
  onMove(latitude: number, longitude: number): void;
}) {
  const map = useMap();
  const [marker, setMarker] = useState<LeafletMarker | null>(null);
  const moveRef = useRef(onMove);
  moveRef.current = onMove;
  const [latitude, longitude] = position;

  // A suggestion or a saved position far away: bring the marker into view.
  useEffect(() => {
    if (!map.getBounds().contains([latitude, longitude])) {
      map.setView([latitude, longitude], map.getZoom(), { animate: false });
    }
  }, [map, latitude, longitude]);

  useMapEvents({
    click(event) {
      const point = event.latlng.wrap();
      moveRef.current(point.lat, point.lng);
    },
  });

  const handlers = useMemo(
    () => ({
      dragend(event: LeafletEvent) {
        const point = (event.target as LeafletMarker).getLatLng().wrap();
        moveRef.current(point.lat, point.lng);
      },
    }),
    [],
  );

  // Keyboard alternative to dragging: arrow keys on the focused marker.
  useEffect(() => {
    const element = marker?.getElement();
    if (!marker || !element) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      const direction = ARROWS[event.key];
      if (!direction || event.altKey || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      event.stopPropagation();
      const step = event.shiftKey ? KEY_STEP_PX * 5 : KEY_STEP_PX;
      const point = map
        .latLngToContainerPoint(marker.getLatLng())
        .add([direction[0] * step, direction[1] * step]);
      const next = map.containerPointToLatLng(point).wrap();
      marker.setLatLng(next);
      clearTimeout(timer);
      timer = setTimeout(() => moveRef.current(next.lat, next.lng), KEY_SETTLE_MS);
    };
    element.addEventListener('keydown', onKeyDown);
    return () => {
      clearTimeout(timer);
      element.removeEventListener('keydown', onKeyDown);
    };
  }, [map, marker]);

  return (
    <Marker
      ref={setMarker}
      position={position}
      draggable
      keyboard
      alt={label}
      title={label}
      eventHandlers={handlers}
    />
  );
}
