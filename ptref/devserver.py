"""A static file server for the built site that compresses text with gzip, as production hosts do.

Used by the browser tests and tools/lighthouse.py to measure what a reader really downloads.
"""

from __future__ import annotations

import functools
import gzip
import http.server
import io
import os
import threading
from typing import Any

COMPRESS = (".html", ".css", ".js", ".json", ".svg", ".xml", ".txt", ".map")


class GzipHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002
        pass

    def send_head(self) -> Any:
        path = self.translate_path(self.path)
        if os.path.isdir(path):
            if not self.path.split("?")[0].endswith("/"):
                return super().send_head()  # the base class redirects to the URL with a slash
            path = os.path.join(path, "index.html")
        if (
            not path.endswith(COMPRESS)
            or "gzip" not in self.headers.get("Accept-Encoding", "")
            or not os.path.isfile(path)
        ):
            return super().send_head()
        with open(path, "rb") as f:
            body = gzip.compress(f.read(), compresslevel=6, mtime=0)
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(path))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        return io.BytesIO(body)


def serve(directory: str, port: int = 0) -> http.server.ThreadingHTTPServer:
    """Start serving `directory` on 127.0.0.1 in a background thread; returns the server."""
    handler = functools.partial(GzipHandler, directory=directory)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", port), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server
