import warnings
import torch

data = bytes([1, 0, 0, 0])                  # Python bytes are immutable
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    t = torch.frombuffer(data, dtype=torch.int32)
print(w[0].category.__name__ + ":", str(w[0].message).split(".")[0])
t[0] = 5                                    # no error ...
print("the 'immutable' bytes object now holds:", data)

src = bytes([1, 0, 0, 0])
safe = torch.frombuffer(bytearray(src), dtype=torch.int32)   # copy into a bytearray first
safe[0] = 9
print("via a bytearray copy: tensor", safe, "| bytes unchanged:", src)
