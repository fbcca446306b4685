# device: cuda
import torch

d = torch.cuda.default_stream()
print("device:", d.device, "| the legacy default stream has handle 0:", d.cuda_stream == 0)
s = torch.cuda.Stream()
print("a new stream is not the default:", s != d)
with torch.cuda.stream(s):
    print("default_stream() inside the block is still d:", torch.cuda.default_stream() == d)
s.synchronize()  # block the CPU until s has finished
print("s has no pending work:", s.query())
