import torch

base = torch.zeros(4)
torch.save({"base": base, "middle": base[1:3]}, "pair.pt")
d = torch.load("pair.pt")
d["base"][1] = 5.0
print("after writing base[1]:", d["middle"], "<- the two loaded tensors still share memory")
print("same storage:", d["middle"].untyped_storage().data_ptr() == d["base"].untyped_storage().data_ptr())
