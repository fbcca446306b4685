# requires: torchvision
# raises: RuntimeError
from torchvision import datasets

# download=False never touches the network; without the files in ./data it fails
datasets.CIFAR10(root="data", train=True, download=False)
