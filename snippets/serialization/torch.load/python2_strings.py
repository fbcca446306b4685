import pickle
import types
import warnings

import torch


class Py2Str(bytes):
    """Stands for a Python 2 `str`: raw bytes that a Python 2 pickle stores as a byte string."""


class Py2Pickler(pickle._Pickler):  # the pure-Python pickler, whose dispatch table can be extended
    dispatch = dict(pickle._Pickler.dispatch)

    def save_py2str(self, obj):
        self.write(pickle.SHORT_BINSTRING + bytes([len(obj)]) + bytes(obj))  # the Python 2 opcode

    dispatch[Py2Str] = save_py2str


py2 = types.SimpleNamespace(Pickler=Py2Pickler, dump=pickle.dump, __name__="py2pickle")
torch.save({"name": Py2Str("caf\xe9".encode("latin1")), "w": torch.ones(2)}, "py2.pt", pickle_module=py2)
try:
    torch.load("py2.pt")  # byte strings are decoded as utf-8 by default
except UnicodeDecodeError as e:
    print("default: UnicodeDecodeError:", e)
for kwargs in ({"encoding": "latin1"}, {"encoding": "bytes"}, {"encoding": "latin1", "weights_only": False}):
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        name = torch.load("py2.pt", **kwargs)["name"]
    print(f"{kwargs}: {name!r}", "| warning:", w[0].message if w else None)
