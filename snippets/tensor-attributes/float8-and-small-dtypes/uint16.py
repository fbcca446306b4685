import numpy as np
import torch

img = np.array([[0, 1000], [40000, 65535]], dtype=np.uint16)   # e.g. a 16-bit image
t = torch.from_numpy(img)
print("dtype:", t.dtype, " element_size:", t.element_size())
print("as int32 + 1:", (t.to(torch.int32) + 1).tolist())
print("as float / 65535:", (t.float() / 65535).tolist())
print("int64 -> uint16 wraps:", torch.tensor([-1, 70000]).to(torch.uint16).tolist())
