import torch

s = torch.tensor(3.5)                        # 0-d tensor
e = torch.zeros(4, 0)                        # a dim of size 0
print("0-d: shape", s.shape, "numel", s.numel(), "dim", s.dim())
print("empty: shape", e.shape, "numel", e.numel(), "len", len(e))

big = torch.zeros(1000, 1000)
print("numel * element_size:", big.numel() * big.element_size(), "| nbytes:", big.nbytes)
