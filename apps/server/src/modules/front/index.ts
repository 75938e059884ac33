import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Guards } from '../../http/authenticate.js';
import type { StorageProvider } from '../../providers/storage/index.js';
import { createBrandImages } from './brand-images.js';
import { brandImageRoutes } from './brand-images.routes.js';
import { frontRoutes } from './front.routes.js';
import { createFrontRepo } from './front.repo.js';
import type { FrontService } from './front.service.js';

/**
 * What the console shows anyone before signing in: branding, the global config, customer service,
 * data centres and dictionaries; the operator edits the config and the contacts.
 */
export function registerFront(app: FastifyInstance, { db, front, guards }: { db: Db; front: FrontService; guards: Guards }) {
  const repo = createFrontRepo(db);
  frontRoutes(app, { front, repo, guards });
  return repo;
}

/** Branding images: the operator's upload and their public URLs (needs the file store, made after registerFront). */
export function registerBrandImages(app: FastifyInstance, { storage, guards }: { storage: StorageProvider; guards: Guards }) {
  // A plugin of its own, so the multipart parser serves the upload and nothing else.
  void app.register(brandImageRoutes, { images: createBrandImages(storage), guards });
}
