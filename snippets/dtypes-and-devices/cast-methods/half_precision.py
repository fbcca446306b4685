import torch

x = torch.tensor([0.1, 1000.1, 70000.0])
h = x.half()
print("x.half():", h)
print("back to float:", h.float(), "<- precision lost, 70000 became inf")
print("x.bfloat16():", x.bfloat16(), "<- keeps the range, loses more digits")
