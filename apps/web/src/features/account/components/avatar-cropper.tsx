import { useMutation } from '@tanstack/react-query';
import { Button, Modal, Slider } from 'antd';
import { useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/ui/overlay-store';
import { uploadAvatar } from '../api/upload-avatar';
import { useMemberSaved } from '../hooks/use-member-saved';

/** The square on screen (px; fits a 375 px wide phone) and the square sent (px; the server makes its sizes from it). */
const VIEW = 256;
const OUTPUT = 400;
const MAX_ZOOM = 4;

interface Box {
  /** The picture's top-left corner inside the square (≤ 0). */
  x: number;
  y: number;
  zoom: number;
}

/** Keeps the square covered: the picture never leaves a gap at an edge. */
function clamp(box: Box, width: number, height: number): Box {
  const scale = (VIEW / Math.min(width, height)) * box.zoom;
  const limit = (value: number, size: number) => Math.min(0, Math.max(VIEW - size * scale, value));
  return { ...box, x: limit(box.x, width), y: limit(box.y, height) };
}

/** The part of the picture the square shows, drawn square at OUTPUT px, in the picture's own format. */
function cropToFile(image: HTMLImageElement, box: Box, kind: 'jpeg' | 'png'): Promise<File> {
  const scale = (VIEW / Math.min(image.naturalWidth, image.naturalHeight)) * box.zoom;
  const canvas = document.createElement('canvas');
  canvas.width = OUTPUT;
  canvas.height = OUTPUT;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('no canvas'));
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, -box.x / scale, -box.y / scale, VIEW / scale, VIEW / scale, 0, 0, OUTPUT, OUTPUT);
  const type = kind === 'png' ? 'image/png' : 'image/jpeg';
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(new File([blob], `avatar.${kind === 'png' ? 'png' : 'jpg'}`, { type })) : reject(new Error('no blob'))),
      type,
      0.92,
    ),
  );
}

/**
 * Cropping the chosen picture square in the browser (drag to move, slide or wheel to zoom), then
 * uploading it. The new avatar shows at once here and in the top bar; a refusal is said and the
 * dialog stays.
 */
/** A picture the member chose: the file, its kind (by content) and an object URL for it (the chooser revokes it on close). */
export interface ChosenPicture {
  file: File;
  kind: 'jpeg' | 'png';
  url: string;
}

export function AvatarCropDialog({ picture, onClose }: { picture: ChosenPicture | null; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={Boolean(picture)}
      title={t('user.avatar.cropTitle')}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      mask={{ closable: false }}
      width={360}
      modalRender={(node) => <div data-testid="avatar-crop-dialog">{node}</div>}
    >
      {picture && <Cropper url={picture.url} kind={picture.kind} onClose={onClose} />}
    </Modal>
  );
}

function Cropper({ url, kind, onClose }: { url: string; kind: 'jpeg' | 'png'; onClose(): void }) {
  const { t } = useTranslation();
  const saved = useMemberSaved();
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [box, setBox] = useState<Box>({ x: 0, y: 0, zoom: 1 });
  const image = useRef<HTMLImageElement>(null);
  const drag = useRef<{ pointerX: number; pointerY: number; x: number; y: number } | null>(null);

  const upload = useMutation({
    mutationFn: async () => uploadAvatar(await cropToFile(image.current!, box, kind)),
    onSuccess: (member) => {
      saved(member);
      toast.success(t('user.avatar.uploaded'));
      onClose();
    },
    onError: (error) => toast.error(error.message || t('user.avatar.readFailed')),
  });

  const onLoad = () => {
    const img = image.current!;
    const next = { width: img.naturalWidth, height: img.naturalHeight };
    const scale = VIEW / Math.min(next.width, next.height);
    setSize(next);
    // Centred to start with.
    setBox({ x: (VIEW - next.width * scale) / 2, y: (VIEW - next.height * scale) / 2, zoom: 1 });
  };
  /** Zooms about the square's centre. */
  const zoomTo = (zoom: number) => {
    if (!size) return;
    setBox((current) => {
      const ratio = zoom / current.zoom;
      const centre = VIEW / 2;
      return clamp({ zoom, x: centre - (centre - current.x) * ratio, y: centre - (centre - current.y) * ratio }, size.width, size.height);
    });
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { pointerX: event.clientX, pointerY: event.clientY, x: box.x, y: box.y };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start || !size) return;
    setBox((current) =>
      clamp(
        { ...current, x: start.x + event.clientX - start.pointerX, y: start.y + event.clientY - start.pointerY },
        size.width,
        size.height,
      ),
    );
  };
  const scale = size ? (VIEW / Math.min(size.width, size.height)) * box.zoom : 1;

  return (
    <div className="ac-cropper">
      <p className="ac-muted">{t('user.avatar.cropHint')}</p>
      <div
        className="ac-cropper__view"
        style={{ width: VIEW, height: VIEW }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => (drag.current = null)}
        onPointerCancel={() => (drag.current = null)}
        onWheel={(event) => zoomTo(Math.min(MAX_ZOOM, Math.max(1, box.zoom - event.deltaY / 500)))}
        data-testid="avatar-crop-view"
      >
        <img
          ref={image}
          src={url}
          alt=""
          draggable={false}
          onLoad={onLoad}
          onError={() => toast.error(t('user.avatar.readFailed'))}
          style={
            size
              ? { width: size.width * scale, height: size.height * scale, transform: `translate(${box.x}px, ${box.y}px)` }
              : { visibility: 'hidden' }
          }
        />
      </div>
      <label className="ac-cropper__zoom">
        <span>{t('user.avatar.zoom')}</span>
        <Slider min={1} max={MAX_ZOOM} step={0.01} value={box.zoom} onChange={zoomTo} disabled={!size} tooltip={{ open: false }} />
      </label>
      <div className="ac-form__actions">
        <Button onClick={onClose} disabled={upload.isPending} data-testid="avatar-crop-cancel">
          {t('common.cancel')}
        </Button>
        <Button type="primary" loading={upload.isPending} disabled={!size} onClick={() => upload.mutate()} data-testid="avatar-crop-upload">
          {t('user.avatar.upload')}
        </Button>
      </div>
    </div>
  );
}
