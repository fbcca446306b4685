import torch

x = torch.arange(6.0).reshape(2, 3)
m = x.to_mkldnn()
print("layout:", m.layout, "| is_mkldnn:", m.is_mkldnn, "| shape:", tuple(m.shape), "| dtype:", m.dtype)
print(m)
print("transposed (non-contiguous) input converts too:", x.t().to_mkldnn().to_dense().tolist())
x[0, 0] = 100.0                                   # m is a copy: the write does not reach it
print("m after writing into x:", m.to_dense()[0].tolist())
back = m.to_dense()
print("to_dense(): layout", back.layout, "| values", back.tolist())
