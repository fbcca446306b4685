import array
import gc
import weakref
import torch

a = array.array("i", [7, 8, 9])
alive = weakref.ref(a)
t = torch.frombuffer(a, dtype=torch.int32)
del a
gc.collect()
print("array alive after `del a`:", alive() is not None, "| tensor still reads", t)
del t
gc.collect()
print("array alive after `del t`:", alive() is not None)

b = bytearray(4)
tb = torch.frombuffer(b, dtype=torch.uint8)
b.extend(bytes(4096))                       # allowed: nothing locks the bytearray's size
print("bytearray grew to", len(b), "bytes while wrapped; no error raised")
