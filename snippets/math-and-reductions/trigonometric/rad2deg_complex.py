# raises: RuntimeError
import torch

print("rad2deg(atan2(1, -1)):", torch.rad2deg(torch.atan2(torch.tensor([1.0]), torch.tensor([-1.0]))))
z = torch.tensor([1.0 + 1.0j])
print("angle of 1+1j in deg :", torch.rad2deg(torch.angle(z)))
torch.rad2deg(z)
