# requires: torchvision
import torch
from torchvision.models import ResNet18_Weights, resnet18

model = resnet18(weights=None).eval()            # random init: nothing is downloaded
print("parameters:", sum(p.numel() for p in model.parameters()))
print("fc:", model.fc)
with torch.no_grad():
    print("logits:", tuple(model(torch.randn(1, 3, 224, 224)).shape))

weights = ResNet18_Weights.DEFAULT               # an enum entry; only passing it to resnet18() downloads
print("DEFAULT is", weights)
print("categories listed in its metadata:", len(weights.meta["categories"]))
