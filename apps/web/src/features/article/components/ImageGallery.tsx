import { useEffect, useImperativeHandle, useRef } from 'react';
import type { Ref } from 'react';
import Viewer from 'viewerjs';
import 'viewerjs/dist/viewer.css';

/** SPEC §9 image viewer: inline, zoomable, rotatable, not scalable, not movable. */
export const VIEWER_OPTIONS: Viewer.Options = {
  inline: true,
  zoomable: true,
  rotatable: true,
  scalable: false,
  movable: false,
  navbar: true,
  title: false,
  // Focusing the active thumbnail would scroll the page down to the gallery on open.
  focus: false,
  toolbar: {
    zoomIn: true,
    zoomOut: true,
    oneToOne: true,
    reset: true,
    prev: true,
    next: true,
    rotateLeft: true,
    rotateRight: true,
  },
};

/** Lets the body's images open the gallery at their position. */
export interface GalleryHandle {
  view(index: number): void;
}

interface ImageGalleryProps {
  images: readonly string[];
  height?: number;
  ref?: Ref<GalleryHandle>;
}

/** The article's images in an inline viewerjs viewer (thumbnails below, zoom and rotate). */
export function ImageGallery({ images, height = 420, ref }: ImageGalleryProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const viewerRef = useRef<Viewer | null>(null);
  // Refetches give a new array with the same images: rebuild the viewer only when they change.
  const imageKey = images.join('\n');

  useEffect(() => {
    const list = listRef.current;
    if (!list || imageKey === '') {
      return undefined;
    }
    const viewer = new Viewer(list, VIEWER_OPTIONS);
    viewerRef.current = viewer;
    return () => {
      viewer.destroy();
      viewerRef.current = null;
    };
  }, [imageKey]);

  useImperativeHandle(ref, () => ({ view: (index: number) => viewerRef.current?.view(index) }), []);

  if (images.length === 0) {
    return null;
  }
  return (
    <div style={{ position: 'relative', height, background: '#1f2329', borderRadius: 6 }}>
      <ul ref={listRef} style={{ display: 'none' }}>
        {images.map((src, i) => (
          <li key={src}>
            <img src={src} alt={`图片${i + 1}`} />
          </li>
        ))}
      </ul>
    </div>
  );
}
