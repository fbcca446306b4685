"""Find out what this machine can run, without initialising CUDA in the parent.

A process that has used CUDA cannot hand it to forked children, so the probe
runs in a forked child of its own and reports back through a pipe.
"""

from __future__ import annotations

import json
import os
from typing import Any


def probe() -> dict[str, Any]:
    """torch version, and CUDA details when a GPU is usable."""
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # pragma: no cover - child
        info: dict[str, Any] = {}
        try:
            import torch

            info["torch"] = str(torch.__version__).split("+")[0]
            info["torch_full"] = str(torch.__version__)
            info["cuda"] = bool(torch.cuda.is_available())
            if info["cuda"]:
                info["gpu"] = torch.cuda.get_device_name(0)
                info["cuda_version"] = torch.version.cuda
                info["capability"] = list(torch.cuda.get_device_capability(0))
        except BaseException as exc:  # noqa: BLE001
            info["error"] = repr(exc)
        os.write(write, json.dumps(info).encode())
        os._exit(0)
    os.close(write)
    chunks = []
    while True:
        chunk = os.read(read, 65536)
        if not chunk:
            break
        chunks.append(chunk)
    os.close(read)
    os.waitpid(pid, 0)
    result: dict[str, Any] = json.loads(b"".join(chunks) or b"{}")
    return result


def platform_name(device: str, info: dict[str, Any]) -> str:
    if device == "cuda":
        return f"{info.get('gpu', 'GPU')}, CUDA {info.get('cuda_version', '?')}"
    return "CPU"
