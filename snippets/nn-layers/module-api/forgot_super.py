# raises: AttributeError
from torch import nn


class Broken(nn.Module):
    def __init__(self):
        self.fc = nn.Linear(2, 2)  # super().__init__() was not called


Broken()
