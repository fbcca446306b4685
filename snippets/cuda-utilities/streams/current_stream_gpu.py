# device: cuda
import torch

print("current is the default stream:", torch.cuda.current_stream() == torch.cuda.default_stream())
s = torch.cuda.Stream()
with torch.cuda.stream(s):  # kernels queued in this block go to s
    print("inside torch.cuda.stream(s), current is s:", torch.cuda.current_stream() == s)
    a = torch.randn(1000, 1000, device="cuda")
    b = a @ a
print("after the block, current is the default again:",
      torch.cuda.current_stream() == torch.cuda.default_stream())
torch.cuda.current_stream().wait_stream(s)  # order the default stream after s before using b
print("b computed:", tuple(b.shape))
