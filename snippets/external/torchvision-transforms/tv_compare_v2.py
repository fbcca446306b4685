# requires: torchvision
import torch
from torchvision.transforms import v2

mean, std = [0.4914, 0.4822, 0.4465], [0.2470, 0.2435, 0.2616]
tv = v2.Compose([v2.ToDtype(torch.float32, scale=True), v2.Normalize(mean, std)])

img = torch.randint(0, 256, (3, 32, 32), dtype=torch.uint8)     # a CHW uint8 image tensor
ours = (img.float() / 255 - torch.tensor(mean).view(3, 1, 1)) / torch.tensor(std).view(3, 1, 1)
print("torchvision v2 output:", tuple(tv(img).shape), tv(img).dtype)
print("same as the pure-torch version:", torch.allclose(tv(img), ours, atol=1e-6))
