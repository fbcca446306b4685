import torch

x = torch.tensor([-2.7, -0.5, 0.5, 1.5, 2.7])
print("x.int()          :", x.int(), "<- truncates toward zero")
print("x.round().int()  :", x.round().int(), "<- round half to even first")
print("x.floor().long() :", x.floor().long())
print("x.ceil().long()  :", x.ceil().long())
