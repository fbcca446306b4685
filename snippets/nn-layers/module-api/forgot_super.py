# raises: AttributeError
from torch import nn


class TooLate(nn.Module):
    def __init__(self):
        self.fc = nn.Linear(2, 2)  # assigned before the parent is initialised
        super().__init__()


class Broken(nn.Module):
    def __init__(self):
        self.fc = nn.Linear(2, 2)  # super().__init__() was not called


try:
    TooLate()
except AttributeError as e:
    print("super().__init__() after the assignment:", e)
Broken()
