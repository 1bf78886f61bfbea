// The shapes a PUT to an upload address answers, shared with the browser's
// upload queue (app/components/gallery/upload-queue.ts) by `import type`.

/** 200: the whole file is stored and may be registered with POST /api/photos. */
export type UploadStoredAnswer = { objectPath: string; contentType: string; sizeBytes: number };

/** 308 (with `Range: bytes=0-{receivedBytes-1}`): the server holds the first `receivedBytes` bytes. */
export type UploadIncompleteAnswer = { receivedBytes: number };
