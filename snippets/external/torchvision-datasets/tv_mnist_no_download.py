# requires: torchvision
# raises: RuntimeError
from torchvision import datasets

datasets.MNIST(root="data", train=False, download=False)
