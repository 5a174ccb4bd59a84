import type { RequestHandler } from "express";

/**
 * Answers 404 for a stored file of an unpublished article (app/.server/content/articles/
 * article-file-visibility.ts), as if it did not exist, except to the staff who edit it: the edit
 * page shows the draft's photos. Mounted at /storage, before the file server.
 */
export function hideUnpublishedArticleFiles(options: {
  isHidden: (key: string) => Promise<boolean>;
  mayPreview: (cookieHeader: string | undefined) => Promise<boolean>;
}): RequestHandler {
  return (req, res, next) => {
    const key = req.path.replace(/^\//, "");
    options
      .isHidden(key)
      .then(async (hidden) => {
        if (hidden && !(await options.mayPreview(req.headers.cookie))) {
          res.status(404).type("text/plain").send("Not Found");
          return;
        }
        // A draft's file shown to staff is kept by no cache at all (storage-files.ts reads this).
        if (hidden) res.locals.privateFile = true;
        next();
      })
      .catch(next);
  };
}
