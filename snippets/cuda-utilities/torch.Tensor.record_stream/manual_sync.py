# device: cuda
import torch

s0 = torch.cuda.current_stream()
s1 = torch.cuda.Stream()
x = torch.ones(1 << 20, device="cuda")             # created on s0
s1.wait_stream(s0)                                  # x is ready before s1 reads it
with torch.cuda.stream(s1):
    y = x + 1                                       # used on s1 (and y is created on s1)
s0.wait_stream(s1)                                  # sync s1 back to the creation stream ...
del x                                               # ... before x is freed: no record_stream needed
y.record_stream(s0)                                 # y was made on s1 but is used on s0 below
print("y.sum():", y.sum().item(), "| expected:", 2.0 * (1 << 20))
