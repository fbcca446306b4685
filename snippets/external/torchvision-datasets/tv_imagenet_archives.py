# requires: torchvision
# raises: RuntimeError
import os
from torchvision import datasets

os.makedirs("imagenet", exist_ok=True)
# ImageNet has no download option: the ILSVRC2012 archives must already be in root
datasets.ImageNet(root="imagenet", split="val")
