/**
 * The stores on a Leaflet map (loaded only here, in its own chunk, after hydration). Markers
 * are plain HTML, so they show even when the map tiles cannot load (offline, blocked): the
 * map then stays usable on its neutral background and says so. A click on the map drops a
 * pin: the stores are then sorted by distance from it.
 */
import type {
  DivIcon,
  LatLngExpression,
  LayerGroup,
  LeafletMouseEvent,
  Map as LeafletMap,
  Marker,
} from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef, useState } from 'react';
import type { Store } from '../api/stores-api.ts';

/**
 * The parts of Leaflet the map uses, loaded on mount: Leaflet reads `window` when it is
 * evaluated, so no module of ours may import it statically (the server imports them all).
 */
async function loadLeaflet() {
  const { divIcon, latLngBounds, layerGroup, map, marker, tileLayer } =
    await import('leaflet/dist/leaflet-src.esm.js');
  return { divIcon, latLngBounds, layerGroup, map, marker, tileLayer };
}

type Leaflet = Awaited<ReturnType<typeof loadLeaflet>>;

export interface StoreMapLabels {
  /** Accessible name of the map region. */
  readonly map: string;
  readonly partner: string;
  readonly pin: string;
  readonly tilesFailed: string;
}

export interface StoreMapProps {
  readonly stores: readonly Store[];
  readonly location: { readonly lat: number; readonly lng: number } | null;
  /** The store whose popup is open. */
  readonly openStore: string | null;
  readonly labels: StoreMapLabels;
  readonly onPin: (location: { lat: number; lng: number }) => void;
  readonly onOpenStore: (id: string | null) => void;
}

/** Belgium, the Netherlands and Germany's west: where the stores are. */
const defaultView: { center: LatLngExpression; zoom: number } = { center: [51.2, 5.2], zoom: 7 };
const tileUrl = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
const attribution = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

/** Popup content built as DOM nodes: store texts come from the API and are never parsed as HTML. */
function popupContent(store: Store, partnerLabel: string): HTMLElement {
  const root = document.createElement('div');
  root.className = 'store-popup';
  const name = document.createElement('strong');
  name.textContent = store.name;
  root.append(name);
  if (store.officialPartner) {
    const badge = document.createElement('span');
    badge.className = 'badge badge-partner';
    badge.textContent = partnerLabel;
    root.append(badge);
  }
  const address = document.createElement('p');
  address.append(store.address, document.createElement('br'), `${store.postalCode} ${store.city}`);
  root.append(address);
  if (store.phone) {
    const phone = document.createElement('a');
    phone.href = `tel:${store.phone.replace(/\s+/g, '')}`;
    phone.textContent = store.phone;
    root.append(phone);
  }
  return root;
}

function markerIcon(L: Leaflet, store: Store): DivIcon {
  return L.divIcon({
    className: `store-marker${store.officialPartner ? ' is-partner' : ''}`,
    html: '<span></span>',
    iconSize: [28, 36],
    iconAnchor: [14, 34],
    popupAnchor: [0, -30],
  });
}

export default function StoreMap({
  stores,
  location,
  openStore,
  labels,
  onPin,
  onOpenStore,
}: StoreMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<LeafletMap | null>(null);
  const layer = useRef<LayerGroup | null>(null);
  const markers = useRef(new Map<string, Marker>());
  const callbacks = useRef({ onPin, onOpenStore });
  const [leaflet, setLeaflet] = useState<Leaflet | null>(null);
  const [tilesFailed, setTilesFailed] = useState(false);

  useEffect(() => {
    callbacks.current = { onPin, onOpenStore };
  });

  useEffect(() => {
    let mounted = true;
    void loadLeaflet().then((loaded) => {
      if (mounted) setLeaflet(loaded);
    });
    return () => {
      mounted = false;
    };
  }, []);

  // The map itself, once Leaflet is there.
  useEffect(() => {
    const L = leaflet;
    if (!L || !element.current) return;
    const instance = L.map(element.current, { scrollWheelZoom: false, ...defaultView });
    const tiles = L.tileLayer(tileUrl, { attribution, maxZoom: 18, crossOrigin: true });
    tiles.on('tileerror', () => setTilesFailed(true));
    tiles.addTo(instance);
    instance.on('click', (event: LeafletMouseEvent) =>
      callbacks.current.onPin({ lat: event.latlng.lat, lng: event.latlng.lng }),
    );
    layer.current = L.layerGroup().addTo(instance);
    map.current = instance;
    // The container changes size with the layout (view switch, rotation).
    const observer = new ResizeObserver(() => instance.invalidateSize());
    observer.observe(element.current);
    return () => {
      observer.disconnect();
      instance.remove();
      map.current = null;
      layer.current = null;
    };
  }, [leaflet]);

  // Markers for the stores and the pin; the view fits them all.
  const pinLat = location?.lat ?? null;
  const pinLng = location?.lng ?? null;
  useEffect(() => {
    const L = leaflet;
    const instance = map.current;
    const group = layer.current;
    if (!L || !instance || !group) return;
    group.clearLayers();
    markers.current.clear();
    const points: LatLngExpression[] = [];
    for (const store of stores) {
      const marker = L.marker([store.latitude, store.longitude], {
        icon: markerIcon(L, store),
        title: store.name,
        alt: store.name,
        keyboard: true,
        riseOnHover: true,
      });
      marker.bindPopup(popupContent(store, labels.partner), {
        closeButton: true,
        autoPanPadding: [24, 24],
      });
      marker.on('popupopen', () => callbacks.current.onOpenStore(store.id));
      marker.on('popupclose', () => callbacks.current.onOpenStore(null));
      marker.addTo(group);
      markers.current.set(store.id, marker);
      points.push([store.latitude, store.longitude]);
    }
    if (pinLat !== null && pinLng !== null) {
      L.marker([pinLat, pinLng], {
        icon: L.divIcon({
          className: 'store-pin',
          html: '<span></span>',
          iconSize: [22, 22],
          iconAnchor: [11, 11],
        }),
        title: labels.pin,
        alt: labels.pin,
        keyboard: false,
        interactive: false,
        zIndexOffset: 1000,
      }).addTo(group);
      points.push([pinLat, pinLng]);
    }
    if (points.length > 0)
      instance.fitBounds(L.latLngBounds(points).pad(0.12), { maxZoom: 13, animate: false });
    else instance.setView(defaultView.center, defaultView.zoom, { animate: false });
  }, [leaflet, stores, pinLat, pinLng, labels.partner, labels.pin]);

  // The store asked for in the URL.
  useEffect(() => {
    const marker = openStore ? markers.current.get(openStore) : undefined;
    if (marker && !marker.isPopupOpen()) {
      map.current?.setView(marker.getLatLng(), Math.max(map.current.getZoom(), 12), {
        animate: false,
      });
      marker.openPopup();
    }
  }, [leaflet, openStore, stores]);

  return (
    <div className="store-map-frame">
      <div ref={element} className="store-map" role="region" aria-label={labels.map} />
      {tilesFailed ? (
        <p className="store-map-note" role="status">
          {labels.tilesFailed}
        </p>
      ) : null}
    </div>
  );
}
