import torch

x = torch.arange(1.0, 8.0)
print("size == len: shape", tuple(x.unfold(0, 7, 1).shape), "| step larger than size: shape", tuple(x.unfold(0, 3, 5).shape))
print("size 0: shape", tuple(x.unfold(0, 0, 1).shape))
s = torch.tensor(5.0)
print("0-d tensor, size 1:", s.unfold(0, 1, 1), "| shape", tuple(s.unfold(0, 1, 1).shape), "| size 0: shape", tuple(s.unfold(0, 0, 1).shape))
for args in [(0, 8, 1), (0, 2, 0)]:
    try:
        x.unfold(*args)
    except RuntimeError as e:
        print(f"unfold{args}: RuntimeError - {e}")
a = torch.arange(5.0, requires_grad=True)
a.unfold(0, 3, 1).sum().backward()
print("grad = number of windows each element is in:", a.grad)
