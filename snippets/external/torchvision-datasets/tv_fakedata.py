# requires: torchvision
import torch
from torch.utils.data import DataLoader
from torchvision import datasets, transforms

ds = datasets.FakeData(size=8, image_size=(3, 32, 32), num_classes=10, transform=transforms.ToTensor())
img, label = ds[0]
print("sample:", tuple(img.shape), img.dtype, " label type:", type(label).__name__)
images, labels = next(iter(DataLoader(ds, batch_size=4)))
print("batch:", tuple(images.shape), tuple(labels.shape))
