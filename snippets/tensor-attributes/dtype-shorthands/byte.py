import torch

ints = torch.tensor([-1, 0, 200, 300])
print("int64 -> byte():", ints.byte().tolist(), ints.byte().dtype)
img = torch.tensor([[0.0, 0.5], [0.999, 1.0]])
print("image in [0, 1] -> uint8, no round():", (img * 255).byte().tolist())
print("image in [0, 1] -> uint8, round():   ", (img * 255).round().byte().tolist())
print("bool -> byte():", torch.tensor([True, False]).byte().tolist())
